import { BREAKPOINTS } from '@potluck/ui';
import { useEffect, useState } from 'react';

const isPhoneWidth = () => window.innerWidth < BREAKPOINTS.tablet;

/** Whether the viewport is treated as a phone (below 768 px, the shell's breakpoint), following resizes. */
export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(isPhoneWidth);
  useEffect(() => {
    const onResize = () => setPhone(isPhoneWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return phone;
}
