import { DELIVERY_LINE_NAME } from '@contract/checkout-limits';
import type { CardField, CardForm, FieldErrors } from './card-check';
import {
  amountTotal,
  successRedirect,
  type SessionLine,
  type StoredSession,
} from './checkout-session';
import escapeHtml from 'escape-html';
import { formatMoney, layout } from './pay-layout';
import { BRAND } from '@contract/brand';

function merchantOf(session: StoredSession): string {
  return session.metadata.restaurantName || BRAND;
}

/** The order: each line, the delivery fee and the total. */
function summary(session: StoredSession): string {
  const money = (cents: number) => formatMoney(cents, session.currency);
  const lineAmount = (line: SessionLine) => money(line.unitAmount * line.quantity);
  const isFee = (line: SessionLine) => line.name === DELIVERY_LINE_NAME;
  const rows = session.lines
    .filter((line) => !isFee(line))
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.name)} × ${line.quantity}</span><span>${lineAmount(line)}</span></li>`,
    );
  const fees = session.lines
    .filter(isFee)
    .map((line) => `<div><dt>Delivery fee</dt><dd>${lineAmount(line)}</dd></div>`);
  const total = money(amountTotal(session));
  return `<section class="summary" aria-labelledby="summary-heading">
<h1 class="merchant">Pay ${escapeHtml(merchantOf(session))}</h1>
<p class="amount">${total}</p>
<h2 id="summary-heading">Your order</h2>
<ul class="lines">
${rows.join('\n')}
</ul>
<dl class="totals">
${fees.join('\n')}
<div class="total"><dt>Total</dt><dd>${total}</dd></div>
</dl>
</section>`;
}

const FIELDS: Array<{
  name: CardField;
  label: string;
  attributes: string;
  hint?: string;
}> = [
  {
    name: 'cardNumber',
    label: 'Card number',
    attributes:
      'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"',
  },
  {
    name: 'expiry',
    label: 'Expiry',
    attributes: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"',
    hint: 'MM/YY',
  },
  {
    name: 'cvc',
    label: 'CVC',
    attributes: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"',
    hint: '3 or 4 digits',
  },
  { name: 'cardName', label: 'Name on card', attributes: 'autocomplete="cc-name"' },
];

function field(
  spec: (typeof FIELDS)[number],
  value: string,
  error: string | undefined,
  focus: boolean,
) {
  const describedBy = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field field-${spec.name}">
<label for="${spec.name}">${spec.label}</label>
${spec.hint ? `<span class="hint" id="${spec.name}-hint">${spec.hint}</span>` : ''}
<input id="${spec.name}" name="${spec.name}" type="text" ${spec.attributes} value="${escapeHtml(value)}"${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${focus ? ' autofocus' : ''}>
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export interface PayFormView {
  session: StoredSession;
  values?: Partial<CardForm>;
  errors?: FieldErrors;
  /** A message about the whole payment, such as a declined card. */
  alert?: string;
}

/** The payment page: the order beside the card form, a Pay button and a Cancel link. */
export function payFormPage({ session, values = {}, errors = {}, alert }: PayFormView): string {
  const firstInvalid = FIELDS.find((spec) => errors[spec.name])?.name;
  const fields = FIELDS.map((spec) =>
    field(spec, values[spec.name] ?? '', errors[spec.name], spec.name === firstInvalid),
  ).join('\n');
  const cancel = session.cancelUrl
    ? `<a class="cancel" href="${escapeHtml(session.cancelUrl)}">Cancel</a>`
    : '';
  const receipt = session.customerEmail
    ? `<p class="receipt">Receipt to <strong>${escapeHtml(session.customerEmail)}</strong></p>`
    : '';
  return layout(
    `Pay ${merchantOf(session)}`,
    `${summary(session)}
<section class="payment" aria-labelledby="payment-heading">
<h2 id="payment-heading">Pay with card</h2>
${receipt}
<p class="test-cards">Test card: 4242 4242 4242 4242, any future expiry, any CVC.</p>
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}" novalidate>
${fields}
<button type="submit">Pay</button>
</form>
${cancel}
</section>`,
  );
}

/** Shown instead of the form once a session has been paid. */
export function paidPage(session: StoredSession): string {
  const total = formatMoney(amountTotal(session), session.currency);
  return layout(
    'Payment received',
    `<section class="message">
<h1>Payment received</h1>
<p>${total} paid to ${escapeHtml(merchantOf(session))}. Thank you!</p>
<p><a class="button-link" href="${escapeHtml(successRedirect(session))}">Continue</a></p>
</section>`,
  );
}
