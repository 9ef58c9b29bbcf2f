import { screen } from '@testing-library/react';
import { Footer } from '@/app/layout/footer';
import { renderWithProviders } from '@test/render-with-providers';

describe('Footer', () => {
  it('shows the brand and the two labels as plain text, not links', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Forkful.com');
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
    expect(screen.getByText('Terms of Service')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
