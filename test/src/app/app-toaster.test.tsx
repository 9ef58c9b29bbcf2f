import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { renderWithProviders } from '../../render-with-providers';

describe('AppToaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it('shows one toast at a time, the newest', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.success('First');
    });
    expect(await screen.findByText('First')).toBeInTheDocument();

    act(() => {
      toast.error('Second');
    });
    await act(() => jest.advanceTimersByTimeAsync(1500));

    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('dismisses a toast after 4000 ms', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast.error('Failed to update user');
    });
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3900));
    expect(screen.getByText('Failed to update user')).toBeInTheDocument();
    // Dismissed at 4000 ms, then taken out of the page once its exit animation has had time.
    await act(() => jest.advanceTimersByTimeAsync(200));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Failed to update user')).not.toBeInTheDocument();
  });
});
