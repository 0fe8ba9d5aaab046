import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RegisterTarget } from '../types';
import { RollCallScreen } from './roll-call-screen';

export interface RegisterDialogProps {
  register: RegisterTarget;
  onClose: () => void;
}

/**
 * A register's roll call over an administrator's screen (opened by 'Take register' on a class
 * screen): the whole screen on a phone; 'Go back' or Escape closes it.
 */
export function RegisterDialog({ register, onClose }: RegisterDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal.Root opened onClose={onClose} size="xl" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content aria-label={register.heading}>
        <Modal.Body pt="md">
          <RollCallScreen register={register} onBack={onClose} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
