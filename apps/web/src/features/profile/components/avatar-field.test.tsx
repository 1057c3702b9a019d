import { AVATAR_ZOOM } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { AvatarField } from './avatar-field';

// The accept attribute alone does not stop a file from being dropped or forced in: the field checks again.
const user = userEvent.setup({ applyAccept: false });

describe('AvatarField', () => {
  it('refuses files that are not png or jpeg', async () => {
    renderApp(<AvatarField value={null} onChange={vi.fn()} />);
    const file = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Profile photo file'), file);
    expect(await screen.findByText(english('shared.upload.imageType'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the round crop dialog with the zoom slider for a png', async () => {
    renderApp(<AvatarField value={null} onChange={vi.fn()} />);
    const input = screen.getByLabelText('Profile photo file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    expect(dialog.querySelector('.reactEasyCrop_CropAreaRound')).not.toBeNull();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuemin', String(AVATAR_ZOOM.min));
    expect(zoom).toHaveAttribute('aria-valuemax', String(AVATAR_ZOOM.max));
    expect(zoom).toHaveAttribute('aria-valuenow', String(AVATAR_ZOOM.min));
    zoom.focus();
    await user.keyboard('{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', String(AVATAR_ZOOM.min + AVATAR_ZOOM.step));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
