const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
background:#f6f7f9;color:#1f2937}
.top{display:flex;align-items:center;gap:12px;padding:12px 16px;background:#fff;border-bottom:1px solid #e5e7eb}
.brand{font-size:1.375rem;font-weight:800;letter-spacing:-.02em;color:#c2410c}
.badge{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;padding:2px 8px;
border-radius:999px;background:#fef3c7;color:#92400e}
.page{flex:1;width:100%;max-width:960px;margin:0 auto;padding:16px;display:grid;gap:16px;align-content:start;align-items:start}
@media (min-width:768px){.page{grid-template-columns:1fr 1fr;gap:32px;padding:40px 24px}}
section{background:#fff;border-radius:12px;padding:20px 16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
@media (min-width:480px){section{padding:24px}}
h1,h2{margin:0 0 8px;line-height:1.25}
h2{font-size:1.125rem}
.merchant{font-size:1rem;font-weight:600;color:#4b5563}
.amount{margin:0 0 20px;font-size:2rem;font-weight:800}
.lines{list-style:none;margin:0;padding:0}
.lines li,.totals div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #f3f4f6}
.lines li span:first-child{overflow-wrap:anywhere}
.totals{margin:0}
.totals dd{margin:0}
.totals .total{font-weight:800;border-bottom:0}
.receipt,.test-cards{margin:0 0 12px;font-size:.875rem;color:#4b5563}
.test-cards{padding:8px 12px;border-radius:8px;background:#eff6ff;color:#1e3a8a}
.alert{margin:0 0 16px;padding:12px;border:1px solid #fecaca;border-radius:8px;background:#fef2f2;color:#b91c1c}
form{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.field{display:grid;gap:4px;grid-column:1/-1;align-content:start}
.field-expiry,.field-cvc{grid-column:auto}
label{font-weight:600}
.hint{font-size:.8125rem;color:#4b5563}
input{width:100%;min-width:0;font:inherit;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid="true"]{border-color:#b91c1c;box-shadow:0 0 0 1px #b91c1c}
.error{margin:0;font-size:.875rem;color:#b91c1c}
button,.button-link{display:block;width:100%;font:inherit;font-weight:700;text-align:center;text-decoration:none;
padding:12px;border:0;border-radius:8px;background:#c2410c;color:#fff;cursor:pointer}
button{grid-column:1/-1}
button:hover,.button-link:hover{background:#9a3412}
button[disabled]{background:#9ca3af;cursor:progress}
.cancel{display:block;margin-top:16px;text-align:center;color:#374151;font-weight:600}
.message{grid-column:1/-1;max-width:480px;width:100%;justify-self:center;text-align:center}
.foot{display:flex;align-items:center;justify-content:center;gap:6px;padding:16px;font-size:.8125rem;color:#4b5563}
:focus-visible{outline:3px solid #fb923c;outline-offset:2px}
`;

// Only conveniences: the server checks everything again and works without this script.
const SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form');
  if (!form) return;
  var number = document.getElementById('cardNumber');
  var expiry = document.getElementById('expiry');
  var atEnd = function (input) { return input.selectionStart === input.value.length; };
  number.addEventListener('input', function () {
    if (!atEnd(number)) return;
    number.value = number.value.replace(/\\D/g, '').slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  expiry.addEventListener('input', function (event) {
    if (!atEnd(expiry) || event.inputType === 'deleteContentBackward') return;
    var digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  });
  var button = form.querySelector('button[type="submit"]');
  window.addEventListener('pageshow', function () {
    button.disabled = false;
    button.textContent = 'Pay';
    form.removeAttribute('aria-busy');
  });
  form.addEventListener('submit', function (event) {
    if (button.disabled) { event.preventDefault(); return; }
    button.disabled = true;
    button.textContent = 'Processing…';
    form.setAttribute('aria-busy', 'true');
  });
});
`;

/** The page's own stylesheet and script: it loads nothing from anywhere else. */
export const PAY_ASSETS: Record<string, { type: string; body: string }> = {
  '/assets/pay.css': { type: 'text/css; charset=utf-8', body: STYLESHEET },
  '/assets/pay.js': { type: 'text/javascript; charset=utf-8', body: SCRIPT },
};
