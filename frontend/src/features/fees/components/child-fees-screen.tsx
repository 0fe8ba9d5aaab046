import { childReceiptAddress, childStatementAddress } from '../api/file-addresses';
import { useChildFeeAccount } from '../api/get-child-fee-account';
import { useChildReminders } from '../api/get-child-reminders';
import { usePaymentReturn } from '../hooks/use-payment-return';
import { FamilyFeesScreen } from './family-fees-screen';
import { PaymentNotice, PayOnlineButton } from './pay-online';
import { RemindersSent } from './reminders-sent';

export interface ChildFeesScreenProps {
  /** The guardian's chosen child. */
  studentID: string;
  /** The screen's heading ('Fees'). */
  title: string;
}

/**
 * Guardian portal › Fees: the chosen child's account of the current school year, its balance,
 * what falls due next, the installments and the official receipts (each a PDF), the statement
 * of account as a PDF, and the reminders the guardian was sent about the child. While an
 * installment is due, 'Pay online' takes the guardian to the payment provider's page; back
 * from it (`&paid=1`), the payment is said to be confirmed until its receipt is on the account.
 */
export function ChildFeesScreen({ studentID, title }: ChildFeesScreenProps) {
  const account = useChildFeeAccount(studentID);
  // Asked for beside the account, not after it.
  const reminders = useChildReminders(studentID);
  const paymentNotice = usePaymentReturn(studentID, account);
  return (
    <FamilyFeesScreen
      title={title}
      account={account}
      failedText="The fees could not be loaded."
      statementAddress={(shown) => childStatementAddress(studentID, shown.schoolYearID)}
      receiptAddress={childReceiptAddress}
      notice={paymentNotice && <PaymentNotice text={paymentNotice} />}
      payAction={(shown) => <PayOnlineButton studentID={studentID} account={shown} />}
    >
      <RemindersSent reminders={reminders} />
    </FamilyFeesScreen>
  );
}
