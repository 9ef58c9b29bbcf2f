type TokenGetter = () => Promise<string | undefined>;

/**
 * A stable handle the store keeps for the whole session, while the getter behind it changes as
 * the user signs in and out.
 */
export interface AccessTokenSource {
  getAccessToken: TokenGetter;
  use(getter: TokenGetter | undefined): void;
}

export function createAccessTokenSource(): AccessTokenSource {
  let current: TokenGetter | undefined;
  return {
    getAccessToken: () => (current ? current() : Promise.resolve(undefined)),
    use: (getter) => {
      current = getter;
    },
  };
}

/** The app's token source: fed by AccessTokenBridge, read by the app's store. */
export const accessTokenSource = createAccessTokenSource();
