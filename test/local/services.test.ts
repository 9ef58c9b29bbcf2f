import { loadConfig } from '@server/config';
import { services } from '@local/services';

describe('services', () => {
  it('are every process of the local system, or those SERVICES names', () => {
    expect(services(loadConfig({})).map((service) => service.name)).toEqual([
      'identity',
      'payments',
      'api',
      'web',
    ]);
    const apiAlone = services(loadConfig({ SERVICES: 'api' }));
    expect(apiAlone.map((service) => service.name)).toEqual(['api']);
  });
});
