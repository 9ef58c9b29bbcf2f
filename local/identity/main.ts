import { identityOptionsFromEnv, startIdentityServer } from './identity-server';

async function main(): Promise<void> {
  const options = identityOptionsFromEnv();
  const server = await startIdentityServer(options);
  console.log(`identity provider ready at ${server.url} (issuer ${options.issuer})`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('identity provider failed to start', error);
  process.exit(1);
});
