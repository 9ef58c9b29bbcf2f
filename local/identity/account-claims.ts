import type { AccountClaims, FindAccount } from 'oidc-provider';
import type { AccountStore } from './accounts';

/** What the provider knows of an account, for ID tokens and /userinfo. */
export function accountClaims(accounts: AccountStore) {
  return async (sub: string): Promise<AccountClaims | undefined> => {
    const account = await accounts.findById(sub);
    if (!account) return undefined;
    // The local provider never proves ownership of an email, so it never claims it did.
    return {
      sub: account.id,
      email: account.email,
      email_verified: false,
      name: account.email,
      nickname: account.email.split('@')[0],
    };
  };
}

export function findAccount(accounts: AccountStore): FindAccount {
  const claimsOf = accountClaims(accounts);
  return async (_ctx, sub) => {
    const claims = await claimsOf(sub);
    return claims && { accountId: claims.sub, claims: () => ({ ...claims }) };
  };
}
