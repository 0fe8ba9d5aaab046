import { errorMessage } from '@/lib/api-error';
import { ownReceiptAddress, ownStatementAddress } from '../api/file-addresses';
import { useOwnFeeAccount } from '../api/get-own-fee-account';
import { FamilyFeesScreen } from './family-fees-screen';

export interface OwnFeesScreenProps {
  /** The signed-in student. */
  studentID: string;
  /** The screen's heading ('Fees'). */
  title: string;
}

/**
 * Student portal › Fees: the student's own account of the current school year, as their
 * guardian's Fees shows it (without the reminders, which go to the guardian). While the school
 * does not show students their fees, the server's refusal says so in place.
 */
export function OwnFeesScreen({ studentID, title }: OwnFeesScreenProps) {
  const account = useOwnFeeAccount(studentID);
  return (
    <FamilyFeesScreen
      title={title}
      account={account}
      failedText={account.isError ? errorMessage(account.error) : 'Your fees could not be loaded.'}
      statementAddress={(shown) => ownStatementAddress(studentID, shown.schoolYearID)}
      receiptAddress={ownReceiptAddress}
    />
  );
}
