import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import * as styles from './avatar.css';
import { initialsOf, tintOf } from './initials';

export const AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

const avatar = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });
const fallback = cva(styles.fallback, { variants: { tint: styles.tint } });

export interface AvatarProps extends VariantProps<typeof avatar> {
  /** Person's display name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL; while it loads or when it fails the initials show instead. */
  src?: string | null;
  /**
   * Hide from assistive technology when the name is already written next to the avatar.
   * @default false
   */
  decorative?: boolean;
  className?: string;
}

/** A round photo of a member, or their initials on a warm tint. Default size `md`. */
export function Avatar({ name, src, size, decorative = false, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={avatar({ size, className })} aria-hidden={decorative || undefined}>
      {src ? <AvatarPrimitive.Image className={styles.image} src={src} alt={decorative ? '' : name} /> : null}
      <AvatarPrimitive.Fallback
        className={fallback({ tint: tintOf(name) })}
        // Without a photo the initials are the avatar, so they carry the name.
        {...(decorative ? {} : { role: 'img', 'aria-label': name })}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
