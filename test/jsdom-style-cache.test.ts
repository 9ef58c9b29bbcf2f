// test/setup-web.ts has made every web test's window keep its computed styles.

beforeEach(() => {
  document.head.innerHTML = '<style>.hidden { display: none }</style>';
  document.body.innerHTML = '<div id="outer"><span id="inner">Margherita</span></div>';
});

const outer = () => document.getElementById('outer')!;
const inner = () => document.getElementById('inner')!;

describe('computed styles, kept until the page changes', () => {
  it('answers a second question about an unchanged page with the style it computed', () => {
    expect(getComputedStyle(inner())).toBe(getComputedStyle(inner()));
  });

  it('computes anew when a class changes', () => {
    expect(getComputedStyle(outer()).display).toBe('block');
    outer().classList.add('hidden');
    expect(getComputedStyle(outer()).display).toBe('none');
  });

  it("computes an element's inherited style anew when an ancestor's changes", () => {
    expect(getComputedStyle(inner()).visibility).toBe('visible');
    outer().style.visibility = 'hidden';
    expect(getComputedStyle(inner()).visibility).toBe('hidden');
  });

  it('computes anew when a style sheet is added', () => {
    expect(getComputedStyle(inner()).display).not.toBe('block');
    const sheet = document.createElement('style');
    sheet.textContent = '#inner { display: block }';
    document.head.append(sheet);
    expect(getComputedStyle(inner()).display).toBe('block');
  });

  it('computes anew when an element moves', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="shelf" style="visibility: hidden">');
    expect(getComputedStyle(inner()).visibility).toBe('visible');
    document.getElementById('shelf')!.append(inner());
    expect(getComputedStyle(inner()).visibility).toBe('hidden');
  });
});
