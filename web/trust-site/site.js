// The public Trust Center's only script: the page reads and works without it (the form posts normally);
// with it, subscribing happens in place, the Share button copies the page address, and a signed-in
// member's "Request access" links become their personal downloads.
(function () {
  var form = document.querySelector('form[data-subscribe]');
  var status = document.querySelector('[data-subscribe-status]');
  function say(text, tone) {
    if (!status) return;
    status.textContent = text;
    status.setAttribute('data-tone', tone);
  }
  if (form && form.action) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var button = form.querySelector('button[type="submit"]');
      if (button) button.disabled = true;
      say('Sending…', 'info');
      fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(new FormData(form)).toString(),
      })
        .then(function (res) {
          return res.json().then(function (body) {
            if (res.ok) {
              say(body.data.message, 'ok');
              form.reset();
            } else {
              say((body.errors && body.errors[0] && body.errors[0].detail) || 'Something went wrong. Please try again.', 'error');
            }
          });
        })
        .catch(function () {
          say('Something went wrong. Please try again.', 'error');
        })
        .then(function () {
          if (button) button.disabled = false;
        });
    });
  }

  // The narrow-screen menu opens and closes natively; here it also closes after a pick, on Escape
  // (focus back on its button) and on a click elsewhere.
  var menu = document.querySelector('details[data-menu]');
  if (menu) {
    var toggle = menu.querySelector('summary');
    menu.addEventListener('click', function (event) {
      if (event.target.closest && event.target.closest('a')) menu.open = false;
    });
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && menu.open) {
        menu.open = false;
        if (toggle) toggle.focus();
      }
    });
    document.addEventListener('click', function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false;
    });
  }

  var share = document.querySelector('[data-copy-url]');
  if (share && navigator.clipboard) {
    share.hidden = false;
    var label = share.querySelector('[data-copy-label]');
    share.addEventListener('click', function () {
      var url = location.origin + location.pathname;
      navigator.clipboard.writeText(url).then(
        function () {
          if (label) label.textContent = 'Link copied';
          setTimeout(function () {
            if (label) label.textContent = 'Share';
          }, 2000);
        },
        function () {
          if (label) label.textContent = 'Copy failed';
        },
      );
    });
  }
  // A signed-in member (the sign-in sets a marker cookie beside the session): unlock in place.
  var account = document.querySelector('[data-member-link]');
  if (account && /(?:^|;\s*)trustroom_member_hint=/.test(document.cookie)) {
    var home = account.getAttribute('href');
    fetch(home + '/status.json', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(function (body) {
        var state = body && body.data;
        if (!state) return;
        if (!state.member) {
          document.cookie = 'trustroom_member_hint=; Max-Age=0; path=' + home.replace(/\/member$/, '');
          return;
        }
        account.textContent = 'My documents';
        account.title = 'Signed in as ' + state.member.full_name + ' (' + state.member.customer_name + ')';
        var links = document.querySelectorAll('a[href*="/request-access?doc="]');
        var icon = document.querySelector('a[download] svg');
        for (var i = 0; i < links.length; i++) {
          var link = links[i];
          var doc = new URL(link.href, location.href).searchParams.get('doc');
          var href = doc && state.downloads[doc];
          if (!href) continue;
          link.href = href;
          link.textContent = ' Download';
          if (icon) link.insertBefore(icon.cloneNode(true), link.firstChild);
          link.title = 'Stamped with your name; only for you while signed in';
          link.setAttribute('aria-label', (link.getAttribute('aria-label') || '').replace(/^Request access to /, 'Download '));
          if (link.classList.contains('tc-locked')) link.className = 'tc-link';
        }
      })
      .catch(function () {});
  }
})();
