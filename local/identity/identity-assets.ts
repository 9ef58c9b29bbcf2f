import type { Middleware } from 'koa';

const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
background:#fff7ed;color:#1f2937}
.card{width:100%;max-width:400px;background:#fff;border-radius:12px;padding:32px 20px;
box-shadow:0 1px 3px rgba(0,0,0,.12),0 8px 24px rgba(0,0,0,.06)}
@media (min-width:480px){.card{padding:40px 32px}}
.brand{margin:0 0 4px;font-size:2rem;font-weight:800;letter-spacing:-.02em;color:#c2410c}
h2{margin:0 0 8px;font-size:1.25rem}
.lead{margin:0 0 24px;color:#4b5563}
.alert{margin:0 0 16px;padding:12px;border:1px solid #fecaca;border-radius:8px;background:#fef2f2;color:#b91c1c}
form{display:grid;gap:16px}
.field{display:grid;gap:6px}
label{font-weight:600}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid="true"]{border-color:#b91c1c}
.hint{margin:0;font-size:.875rem;color:#4b5563}
button,.button-link{display:block;width:100%;font:inherit;font-weight:700;text-align:center;text-decoration:none;
padding:12px;border:0;border-radius:8px;background:#c2410c;color:#fff;cursor:pointer}
button:hover,.button-link:hover{background:#9a3412}
:focus-visible{outline:3px solid #fb923c;outline-offset:2px}
`;

const AUTO_SUBMIT = `document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});\n`;

const ASSETS: Record<string, { type: string; body: string }> = {
  '/assets/identity.css': { type: 'text/css; charset=utf-8', body: STYLESHEET },
  '/assets/auto-submit.js': { type: 'text/javascript; charset=utf-8', body: AUTO_SUBMIT },
};

/** Serves the provider's own stylesheet and script: its pages load nothing from elsewhere. */
export function assetRoutes(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/favicon.ico') {
      ctx.status = 204;
      return;
    }
    const asset = ctx.method === 'GET' || ctx.method === 'HEAD' ? ASSETS[ctx.path] : undefined;
    if (!asset) return next();
    ctx.type = asset.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = asset.body;
  };
}
