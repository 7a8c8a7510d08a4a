// The public Trust Center's only script: the page reads and works without it (the form posts normally);
// with it, subscribing happens in place and the Share button copies the page address.
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
})();
