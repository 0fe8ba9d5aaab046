import { childReceiptAddress, childStatementAddress } from '../api/file-addresses';
import { useChildFeeAccount } from '../api/get-child-fee-account';
import { useChildReminders } from '../api/get-child-reminders';
import { FamilyFeesScreen } from './family-fees-screen';
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
 * of account as a PDF, and the reminders the guardian was sent about the child.
 */
export function ChildFeesScreen({ studentID, title }: ChildFeesScreenProps) {
  const account = useChildFeeAccount(studentID);
  // Asked for beside the account, not after it.
  const reminders = useChildReminders(studentID);
  return (
    <FamilyFeesScreen
      title={title}
      account={account}
      failedText="The fees could not be loaded."
      statementAddress={(shown) => childStatementAddress(studentID, shown.schoolYearID)}
      receiptAddress={childReceiptAddress}
    >
      <RemindersSent reminders={reminders} />
    </FamilyFeesScreen>
  );
}
