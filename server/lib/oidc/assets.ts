import crypto from 'node:crypto';

/** The sign-in pages' stylesheet: served as a file, so the strict CSP needs no inline styles or scripts. */
export const signinCss = `
:root { --brand: #3b5bdb; --brand-dark: #364fc7; --ink: #1a1b1e; --muted: #5c5f66; --line: #dee2e6; --bg: #f4f6fb; --danger: #c92a2a; --danger-bg: #fff5f5; --ok: #2b8a3e; --ok-bg: #ebfbee; }
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { font-family: Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: radial-gradient(1200px 600px at 10% -10%, #dbe4ff 0, transparent 60%), radial-gradient(900px 500px at 110% 110%, #e5dbff 0, transparent 55%), var(--bg); display: flex; align-items: center; justify-content: center; padding: 24px; min-height: 100vh; }
main { width: 100%; max-width: 420px; }
.brand { display: flex; align-items: center; justify-content: center; gap: 10px; margin-bottom: 22px; font-weight: 700; font-size: 22px; letter-spacing: -0.01em; color: var(--ink); text-decoration: none; }
.brand svg { width: 34px; height: 34px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 14px; box-shadow: 0 10px 30px rgba(33, 43, 84, 0.08), 0 1px 3px rgba(33, 43, 84, 0.06); padding: 32px 32px 28px; }
h1 { font-size: 21px; margin: 0 0 6px; font-weight: 650; letter-spacing: -0.01em; }
.lead { margin: 0 0 22px; color: var(--muted); font-size: 14.5px; line-height: 1.5; }
label { display: block; font-size: 14px; font-weight: 550; margin: 0 0 6px; }
.field { margin-bottom: 16px; }
input[type=email], input[type=password], input[type=text] { width: 100%; height: 42px; padding: 0 12px; font: inherit; font-size: 15px; color: var(--ink); background: #fff; border: 1px solid #ced4da; border-radius: 8px; transition: border-color .15s, box-shadow .15s; }
input:focus { outline: none; border-color: var(--brand); box-shadow: 0 0 0 3px rgba(59, 91, 219, 0.18); }
.hint { font-size: 12.5px; color: var(--muted); margin-top: 6px; }
button, .button { display: inline-flex; align-items: center; justify-content: center; width: 100%; height: 42px; margin-top: 6px; border: 0; border-radius: 8px; background: var(--brand); color: #fff; font: inherit; font-size: 15px; font-weight: 600; cursor: pointer; text-decoration: none; transition: background .15s; }
button:hover, .button:hover { background: var(--brand-dark); }
button:focus-visible, .button:focus-visible { outline: 3px solid rgba(59, 91, 219, 0.35); outline-offset: 2px; }
.alert { display: flex; gap: 10px; align-items: flex-start; border-radius: 8px; padding: 11px 13px; margin: 0 0 18px; font-size: 14px; line-height: 1.45; }
.alert.error { background: var(--danger-bg); color: var(--danger); border: 1px solid #ffc9c9; }
.alert.success { background: var(--ok-bg); color: var(--ok); border: 1px solid #b2f2bb; }
.choices { display: grid; gap: 10px; margin: 0 0 8px; }
.choice { display: flex; align-items: center; gap: 10px; border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; font-weight: 550; cursor: pointer; margin: 0; }
.choice:has(input:checked) { border-color: var(--brand); background: #f3f6ff; }
.choice input { accent-color: var(--brand); }
.footer { text-align: center; margin-top: 18px; font-size: 13px; color: var(--muted); }
.footer a { color: var(--brand); text-decoration: none; }
.footer a:hover { text-decoration: underline; }
.center { text-align: center; }
.spinner { width: 28px; height: 28px; margin: 6px auto 14px; border: 3px solid #dbe4ff; border-top-color: var(--brand); border-radius: 50%; animation: spin .8s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
`;

/** Submits the page's first form on load (the sign-out step); the page offers a button without script. */
export const autoSubmitJs = `document.addEventListener('DOMContentLoaded', function () { var f = document.forms[0]; if (f) f.submit(); });\n`;

const version = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 10);
export const assetVersion = { css: version(signinCss), js: version(autoSubmitJs) };
