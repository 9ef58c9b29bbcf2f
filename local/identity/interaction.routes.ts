import type { Context, Middleware } from 'koa';
import { errors, type Provider } from 'oidc-provider';
import type { AccountStore, SignInOutcome } from './accounts';
import { grantFirstPartyConsent } from './consent';
import { BodyTooLargeError, readFormBody } from './form-body';
import { messageBody, sendPage, signInBody, type SignInView } from './identity-pages';

const INTERACTION_PATH = /^\/interaction\/([\w-]+)(\/login)?$/;
const FORM_LIMIT = 16 * 1024;

type Failure = Extract<SignInOutcome, { ok: false }>['reason'];

const FAILURES: Record<Failure, NonNullable<SignInView['error']>> = {
  'wrong-credentials': { message: 'Wrong email or password.' },
  'password-too-short': { message: 'Password must be at least 8 characters.', field: 'password' },
  'invalid-password': {
    message: 'Password contains a character that cannot be used. Type it again.',
    field: 'password',
  },
  'invalid-email': { message: 'Enter a valid email address.', field: 'email' },
};

const FAILURE_STATUS: Record<Failure, number> = {
  'wrong-credentials': 401,
  'password-too-short': 400,
  'invalid-password': 400,
  'invalid-email': 400,
};

function redirectSeeOther(ctx: Context, location: string): void {
  ctx.redirect(location);
  ctx.status = 303;
}

function showSignIn(ctx: Context, uid: string, email: string, failure?: Failure): void {
  const view = { action: `/interaction/${uid}/login`, email, error: failure && FAILURES[failure] };
  sendPage(ctx, failure ? FAILURE_STATUS[failure] : 200, 'Sign in', signInBody(view));
}

async function submitSignIn(ctx: Context, provider: Provider, accounts: AccountStore, uid: string) {
  if (!ctx.is('application/x-www-form-urlencoded')) ctx.throw(415);
  const { values, unreadable } = await readFormBody(ctx.req, FORM_LIMIT);
  const email = (values.get('email') ?? '').trim();
  if (unreadable.has('email')) return showSignIn(ctx, uid, '', 'invalid-email');
  if (unreadable.has('password')) return showSignIn(ctx, uid, email, 'invalid-password');
  const outcome = await accounts.signInOrSignUp(email, values.get('password') ?? '');
  if (!outcome.ok) return showSignIn(ctx, uid, email, outcome.reason);
  const result = { login: { accountId: outcome.account.id } };
  const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
    mergeWithLastSubmission: false,
  });
  redirectSeeOther(ctx, returnTo);
}

function showExpired(ctx: Context, appUrl: string): void {
  const body = messageBody(
    'This sign-in page has expired',
    'Go back to the app and choose Log In again.',
    { href: appUrl, label: 'Back to the app' },
  );
  sendPage(ctx, 400, 'Sign-in expired', body);
}

/**
 * The provider's interaction pages: the sign-in form at /interaction/:uid (POSTed to
 * /interaction/:uid/login), and automatic consent for the configured first-party clients.
 */
export function interactionRoutes(
  provider: Provider,
  accounts: AccountStore,
  appUrl: string,
): Middleware {
  return async (ctx, next) => {
    const match = INTERACTION_PATH.exec(ctx.path);
    if (!match) return next();
    const [, uid, isSubmit] = match;
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== uid) return showExpired(ctx, appUrl);
      const isLogin = interaction.prompt.name === 'login';
      if (isSubmit && ctx.method === 'POST' && isLogin) {
        return await submitSignIn(ctx, provider, accounts, uid);
      }
      if (isSubmit || ctx.method !== 'GET') return redirectSeeOther(ctx, `/interaction/${uid}`);
      if (isLogin) return showSignIn(ctx, uid, String(interaction.params.login_hint ?? ''));
      if (interaction.prompt.name !== 'consent') ctx.throw(400, 'Unsupported interaction');
      redirectSeeOther(ctx, await grantFirstPartyConsent(ctx, provider, interaction));
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return showExpired(ctx, appUrl);
      if (error instanceof BodyTooLargeError) ctx.throw(413);
      throw error;
    }
  };
}
