import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmButton, ConfirmDangerButton } from '../index';

describe('ConfirmDangerButton', () => {
  it('asks first, and runs the action only on the confirm button', async () => {
    const onConfirm = jest.fn();
    render(
      <ConfirmDangerButton
        label="Disconnect"
        title="Disconnect sales@acme.com?"
        description="Aide will no longer read or send email from this mailbox."
        onConfirm={onConfirm}
        aria-label="Disconnect sales@acme.com"
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect sales@acme.com' }));
    expect(await screen.findByText('Disconnect sales@acme.com?')).toBeInTheDocument();
    expect(screen.getByText('Aide will no longer read or send email from this mailbox.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect sales@acme.com' }));
    const confirm = screen.getAllByRole('button', { name: 'Disconnect' }).at(-1);
    fireEvent.click(confirm!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a disabled one is shown but asks nothing', () => {
    const onConfirm = jest.fn();
    render(<ConfirmDangerButton label="Remove" title="Remove Google?" disabled onConfirm={onConfirm} />);

    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(screen.queryByText('Remove Google?')).not.toBeInTheDocument();
  });

  it('shows its size and a running action', () => {
    render(
      <ConfirmDangerButton
        label="End offer"
        title="End this offer?"
        size="small"
        loading
        onConfirm={jest.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: /End offer/ });
    expect(button).toHaveClass('ant-btn-sm', 'ant-btn-loading', 'ant-btn-dangerous');
  });

  it('ConfirmButton asks the same way without the red of a destructive action', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmButton label="Retry" title="Retry this job?" size="small" onConfirm={onConfirm} />);

    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).not.toHaveClass('ant-btn-dangerous');
    fireEvent.click(button);
    expect(await screen.findByText('Retry this job?')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' }).at(-1)!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
