import { Avatar } from '@mantine/core';
import { assetUrl } from '@/lib/asset-url';

/** A student's photo, or their initials when there is none (or it fails to load); the name beside it says who. */
export function StudentPhoto({ image, name }: { image: string | null; name: string }) {
  return <Avatar src={assetUrl(image)} alt="" name={name} color="school" variant="filled" radius="xl" size={30} aria-hidden />;
}
