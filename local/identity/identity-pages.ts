import type { Context } from 'koa';
import { BRAND } from '@contract/brand';
import escapeHtml from 'escape-html';

/** Scripts and styles come only from this server; pages cannot be framed. */
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${BRAND}</title>
<link rel="stylesheet" href="/assets/identity.css">
</head>
<body>
<main class="card">
<h1 class="brand">${BRAND}</h1>
${body}
</main>
</body>
</html>`;
}

/** Writes an HTML page that is never cached and runs nothing from elsewhere. */
export function sendPage(ctx: Context, status: number, title: string, body: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = layout(title, body);
}

export interface SignInView {
  action: string;
  email: string;
  error?: { message: string; field?: 'email' | 'password' };
}

export function signInBody({ action, email, error }: SignInView): string {
  const invalid = (field: string) => (error?.field === field ? ' aria-invalid="true"' : '');
  const alert = error ? `<p class="alert" role="alert">${escapeHtml(error.message)}</p>` : '';
  return `<p class="lead">Sign in, or enter a new email to create your account.</p>
${alert}
<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required${email ? '' : ' autofocus'}${invalid('email')} value="${escapeHtml(email)}">
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}${invalid('password')} aria-describedby="password-hint">
<p class="hint" id="password-hint">New accounts need at least 8 characters.</p>
</div>
<button type="submit">Continue</button>
</form>`;
}

export function messageBody(heading: string, text: string, link?: { href: string; label: string }) {
  const action = link
    ? `<p><a class="button-link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<h2>${escapeHtml(heading)}</h2>\n<p class="lead">${escapeHtml(text)}</p>\n${action}`;
}

/**
 * The sign-out confirmation of oidc-provider, answered "yes" by a script from this server, so
 * leaving the app ends the session here too. Without scripts the user presses the button.
 */
export function signOutBody(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  return `<p class="lead">Signing you out…</p>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script src="/assets/auto-submit.js"></script>`;
}
