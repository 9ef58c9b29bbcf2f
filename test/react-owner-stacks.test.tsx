// test/setup-web.ts has made React skip its owner stacks in every web test.
import { render, screen } from '@testing-library/react';

type DevElement = React.ReactElement & { _debugStack?: unknown };

describe("React's owner stacks, skipped", () => {
  it('gives every element the one shared stack instead of an error of its own', () => {
    const first = (<p>Margherita</p>) as DevElement;
    const second = (<p>Marinara</p>) as DevElement;
    expect(first._debugStack).toBeInstanceOf(Error);
    expect(first._debugStack).toBe(second._debugStack);
  });

  it('still renders and updates what it is given', () => {
    const { rerender } = render(<p>Margherita</p>);
    rerender(<p>Marinara</p>);
    expect(screen.getByText('Marinara')).toBeInTheDocument();
  });
});
