import { Avatar as MantineAvatar, type AvatarProps as MantineAvatarProps } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_AVATAR_URL, assetUrl } from '@/lib/asset-url';

export interface AvatarProps extends Omit<MantineAvatarProps, 'src' | 'alt'> {
  /** Stored image path from the API; null or empty shows the default picture. */
  image: string | null | undefined;
  /** Whose picture this is, for screen readers. */
  alt: string;
}

/** A person's picture, falling back to the default avatar when there is none or it fails to load. */
export function Avatar({ image, alt, ...props }: AvatarProps) {
  const url = assetUrl(image);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url !== null && url !== failedUrl ? url : DEFAULT_AVATAR_URL;
  return (
    <MantineAvatar
      {...props}
      src={src}
      alt={alt}
      imageProps={{ onError: () => url !== null && setFailedUrl(url) }}
    />
  );
}
