import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { UserProfile } from '@contract/user';
import { ProfileForm, type ProfileFormProps, type ProfileFormUser } from '@/forms/profile-form';
import { renderWithProviders } from '../../render-with-providers';

const GRACE = {
  email: 'grace@example.com',
  name: 'Grace Hopper',
  addressLine1: '1 Navy Way',
  city: 'Arlington',
  country: 'United States',
};

function renderForm(props: Partial<ProfileFormProps> = {}) {
  const onSave = jest.fn<unknown, [UserProfile]>();
  const view = renderWithProviders(<ProfileForm user={GRACE} onSave={onSave} {...props} />);
  return { ...view, onSave: (props.onSave as jest.Mock | undefined) ?? onSave };
}

// Stands for a page whose user arrives from the server after the form is shown.
function LateUser() {
  const [user, setUser] = useState<ProfileFormUser>({ email: GRACE.email });
  return (
    <>
      <button type="button" onClick={() => setUser(GRACE)}>
        Server answers
      </button>
      <ProfileForm user={user} onSave={() => undefined} />
    </>
  );
}

describe('ProfileForm', () => {
  it('is the profile form by default: title, description, Submit', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'User Profile' })).toBeInTheDocument();
    expect(screen.getByText('View and change your profile information here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('takes another title, heading level, title id and button for the delivery details', () => {
    renderForm({
      title: 'Confirm Delivery Details',
      titleAs: 'h1',
      titleId: 'delivery-title',
      submitLabel: 'Continue to payment',
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Confirm Delivery Details' });
    expect(heading).toHaveAttribute('id', 'delivery-title');
    expect(screen.getByRole('form', { name: 'Confirm Delivery Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
  });

  it('starts from the user, with the email shown but not editable', () => {
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveValue(GRACE.email);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue(GRACE.name);
    expect(screen.getByLabelText('Address Line 1')).toHaveValue(GRACE.addressLine1);
    expect(screen.getByLabelText('City')).toHaveValue(GRACE.city);
    expect(screen.getByLabelText('Country')).toHaveValue(GRACE.country);
  });

  it('starts empty for a new user who has only an email', () => {
    renderForm({ user: { email: 'new@example.com' } });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });

  it('takes new values when the user it was given changes', async () => {
    const { user } = renderWithProviders(<LateUser />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Server answers' }));
    expect(screen.getByLabelText('Name')).toHaveValue(GRACE.name);
  });

  it('names each missing field and hands over nothing', async () => {
    const { onSave, user } = renderForm({ user: { email: GRACE.email } });
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Address Line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Country is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears a message once the field is fixed and sent again', async () => {
    const { onSave, user } = renderForm({ user: { ...GRACE, city: '' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('City is required');
    await user.type(screen.getByLabelText('City'), 'Boston');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'false');
    expect(onSave).toHaveBeenCalledWith({ ...profileOf(GRACE), city: 'Boston' });
  });

  it('hands over the trimmed profile, without the email', async () => {
    const { onSave, user } = renderForm();
    await user.clear(screen.getByLabelText('Address Line 1'));
    await user.type(screen.getByLabelText('Address Line 1'), '  2 Harbor St ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ ...profileOf(GRACE), addressLine1: '2 Harbor St' });
  });

  it('is busy while the save is pending and takes no second submit', async () => {
    let finish: () => void = () => undefined;
    const onSave = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ onSave });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('is busy while its owner says it is saving', async () => {
    const { onSave, user } = renderForm({ isSaving: true });
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });
});

function profileOf({ name, addressLine1, city, country }: typeof GRACE): UserProfile {
  return { name, addressLine1, city, country };
}
