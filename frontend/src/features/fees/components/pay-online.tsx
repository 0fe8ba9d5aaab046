import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { leaveFor } from '@/lib/leave-for';
import { useStartCheckout } from '../api/start-checkout';
import { PAYMENT_RECEIVED } from '../hooks/use-payment-return';
import { useOnlineCheckoutStore } from '../stores/online-checkout-store';
import type { FeeAccountView } from '../types';

export interface PayOnlineButtonProps {
  /** The guardian's child. */
  studentID: string;
  /** The account as shown: its receipts so far tell the payment's receipt apart on the way back. */
  account: FeeAccountView;
}

/**
 * 'Pay online': a checkout at the payment provider for what is left of the next installment,
 * and the browser sent to the provider's page. The server's refusal (online payment not set up
 * or not taken, nothing due) is said under the button.
 */
export function PayOnlineButton({ studentID, account }: PayOnlineButtonProps) {
  const checkout = useStartCheckout();
  const leave = useOnlineCheckoutStore((state) => state.leave);
  const [leaving, setLeaving] = useState(false);

  // Back from the provider's page may show this page as it was left (the browser's page cache).
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  const pay = () =>
    checkout.mutate(studentID, {
      onSuccess: ({ checkoutUrl }) => {
        leave(studentID, account.receipts.map((receipt) => receipt._id));
        setLeaving(true);
        leaveFor(checkoutUrl);
      },
    });

  return (
    <Stack gap={4} align="flex-start">
      <Button onClick={pay} loading={checkout.isPending || leaving}>
        Pay online
      </Button>
      {checkout.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(checkout.error)}
        </Text>
      )}
    </Stack>
  );
}

/** The notice of a payment made online: being confirmed, then received. */
export function PaymentNotice({ text }: { text: string }) {
  return (
    <Alert color={text === PAYMENT_RECEIVED ? 'green' : 'blue'} variant="light" role="status">
      {text}
    </Alert>
  );
}
