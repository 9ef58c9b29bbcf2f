import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ToasterSlot } from '@/app/toaster-slot';
import { toastSoon } from '@/lib/toast-soon';
import { isToasterWanted } from '@/lib/toaster-wanted';

describe('ToasterSlot', () => {
  afterEach(() => act(() => toast.remove()));

  it('is empty until a toast is raised, then shows it and stays', async () => {
    const { container } = render(<ToasterSlot />);
    expect(isToasterWanted()).toBe(false);
    expect(container).toBeEmptyDOMElement();

    act(() => toastSoon.error('Failed to create user', { id: 'create-user' }));

    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(isToasterWanted()).toBe(true);

    act(() => toastSoon('Payment cancelled'));
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
  });
});
