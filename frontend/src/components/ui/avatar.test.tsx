import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it.each([null, undefined, '', '   '])('shows the default picture when the image is %j', (image) => {
    renderWithProviders(<Avatar image={image} alt="Juan Dela Cruz" />);

    expect(screen.getByRole('img', { name: 'Juan Dela Cruz' })).toHaveAttribute('src', '/default-avatar.svg');
  });

  it('shows the stored picture, rooted at the site', () => {
    renderWithProviders(<Avatar image="uploads/images/juan.png" alt="Juan Dela Cruz" />);

    expect(screen.getByRole('img', { name: 'Juan Dela Cruz' })).toHaveAttribute('src', '/uploads/images/juan.png');
  });

  it('falls back to the default picture when the stored one fails to load', () => {
    renderWithProviders(<Avatar image="/uploads/images/missing.png" alt="Maria Santos" />);

    fireEvent.error(screen.getByRole('img', { name: 'Maria Santos' }));

    expect(screen.getByRole('img', { name: 'Maria Santos' })).toHaveAttribute('src', '/default-avatar.svg');
  });
});
