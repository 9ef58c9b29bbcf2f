import { etagOf, matchesIfNoneMatch } from '@server/api/http/etag';

describe('etagOf', () => {
  it('is a weak validator that changes with the body', () => {
    expect(etagOf('{"a":1}')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';

  it('matches the same tag, weak or strong, alone or in a list', () => {
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesIfNoneMatch('W/"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch('abc', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});
