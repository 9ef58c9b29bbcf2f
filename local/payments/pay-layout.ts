import { BRAND } from '@contract/brand';
import escapeHtml from 'escape-html';

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

const LOCK_ICON =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="currentColor"><path d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 9V6a3 3 0 1 1 6 0v4H9z"/></svg>';

/** The frame every page of the local hosted checkout shares. */
export function layout(title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${BRAND} Checkout</title>
<link rel="stylesheet" href="/assets/pay.css">
<script src="/assets/pay.js" defer></script>
</head>
<body>
<header class="top"><span class="brand">${BRAND}</span><span class="badge">Test mode</span></header>
<main class="page">
${main}
</main>
<footer class="foot">${LOCK_ICON} Secure test checkout · no real card is ever charged</footer>
</body>
</html>`;
}

export function messagePage(heading: string, text: string, link?: { href: string; label: string }) {
  const action = link
    ? `<p><a class="button-link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return layout(
    heading,
    `<section class="message">\n<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>\n${action}\n</section>`,
  );
}
