import { Anchor, Badge, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { receiptAddress } from '../api/file-addresses';
import { entryKindLabel, installmentStatus, labelOf, PAYMENT_METHODS } from '../lib/labels';
import { formatPesos, formatReceiptNumber, formatSignedPesos } from '../lib/money';
import type { AccountItemView, InstallmentView, LedgerEntryView, ReceiptView } from '../types';

const INSTALLMENT_NUMBER: DataTableColumn<InstallmentView> = { key: 'number', header: 'No.', rowHeader: true, width: 60, cell: (row) => row.number };

/** The installment columns after its number: the due date (the row's heading when there is no number), what is due and paid, the status. */
function installmentColumns(numbered: boolean): DataTableColumn<InstallmentView>[] {
  return [
    ...(numbered ? [INSTALLMENT_NUMBER] : []),
    { key: 'dueOn', header: 'Due date', rowHeader: !numbered, cell: (row) => formatShortDate(row.dueOn) },
    { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatPesos(row.amountCentavos) },
    { key: 'paid', header: 'Paid', align: 'right', cell: (row) => formatPesos(row.paidCentavos) },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => {
        const status = installmentStatus(row.status);
        return (
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        );
      },
    },
  ];
}

const NUMBERED_INSTALLMENTS = installmentColumns(true);
const DATED_INSTALLMENTS = installmentColumns(false);

export interface InstallmentsTableProps {
  installments: readonly InstallmentView[];
  /** Each with its number first (the cashier's view); else the due date heads each row. */
  numbered?: boolean;
}

/** The account's installments in due order, each with what is paid of it and its status badge. */
export function InstallmentsTable({ installments, numbered = true }: InstallmentsTableProps) {
  return (
    <DataTable
      label="Installments"
      columns={numbered ? NUMBERED_INSTALLMENTS : DATED_INSTALLMENTS}
      rows={installments}
      rowKey={(row) => String(row.number)}
      emptyText="No installments."
      minWidth={numbered ? 520 : 460}
      noWrap
    />
  );
}

const ITEM_COLUMNS: DataTableColumn<AccountItemView>[] = [
  { key: 'name', header: 'Item', rowHeader: true, cell: (row) => row.name },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatPesos(row.amountCentavos) },
  { key: 'paid', header: 'Paid', align: 'right', cell: (row) => formatPesos(row.paidCentavos) },
  { key: 'left', header: 'Left to pay', align: 'right', cell: (row) => formatPesos(row.amountCentavos - row.paidCentavos) },
];

/** The account's items after their discounts, each with what is paid of it (payments for chosen items first). */
export function ItemsTable({ items }: { items: readonly AccountItemView[] }) {
  return <DataTable label="Items" columns={ITEM_COLUMNS} rows={items} rowKey={(row) => row.key} emptyText="No items charged." minWidth={520} noWrap />;
}

/** A ledger entry's description, with the reason it gives (a reversal's, an adjustment's). */
function describe(entry: LedgerEntryView): string {
  return entry.reason ? `${entry.description} (${entry.reason})` : entry.description;
}

const LEDGER_COLUMNS: DataTableColumn<LedgerEntryView>[] = [
  { key: 'at', header: 'Date', cell: (row) => formatDateTime(row.at) },
  { key: 'kind', header: 'Entry kind', cell: (row) => entryKindLabel(row.kind) },
  { key: 'description', header: 'Description', cell: describe },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatSignedPesos(row.amountCentavos) },
  { key: 'receipt', header: 'Receipt no.', cell: (row) => (row.receiptNumber === null ? '' : formatReceiptNumber(row.receiptNumber)) },
  { key: 'by', header: 'By', cell: (row) => row.by },
];

/** Every entry of the account, oldest first: charges and what raises the balance positive. */
export function LedgerTable({ entries }: { entries: readonly LedgerEntryView[] }) {
  return (
    <DataTable
      label="Ledger"
      columns={LEDGER_COLUMNS}
      rows={entries}
      rowKey={(row) => row._id}
      emptyText="Nothing posted yet."
      pageSize={50}
      minWidth={860}
    />
  );
}

/** A receipt's number, date, amount, method and whether it is void: the columns every list of receipts shows. */
const RECEIPT_COLUMNS: DataTableColumn<ReceiptView>[] = [
  { key: 'number', header: 'No.', rowHeader: true, cell: (row) => formatReceiptNumber(row.number) },
  { key: 'paidAt', header: 'Date', cell: (row) => formatDateTime(row.paidAt) },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatPesos(row.amountCentavos) },
  { key: 'method', header: 'Method', cell: (row) => labelOf(PAYMENT_METHODS, row.method) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) =>
      row.voided ? (
        <Badge color="red" variant="filled" title={row.voidReason ?? undefined}>
          VOID
        </Badge>
      ) : (
        'Issued'
      ),
  },
];

/** The receipts as a table, `actions` in a last column of its own. */
function ReceiptList({ receipts, actions }: { receipts: readonly ReceiptView[]; actions: (row: ReceiptView) => ReactNode }) {
  const columns: DataTableColumn<ReceiptView>[] = [
    ...RECEIPT_COLUMNS,
    { key: 'actions', header: 'Actions', hideHeader: true, cell: actions },
  ];
  return (
    <DataTable
      label="Receipts"
      columns={columns}
      rows={receipts}
      rowKey={(row) => row._id}
      emptyText="No receipts yet."
      minWidth={720}
      noWrap
    />
  );
}

export interface ReceiptsTableProps {
  receipts: readonly ReceiptView[];
  /** 'Void' was pressed on a receipt. */
  onVoid: (receipt: ReceiptView) => void;
}

/** The account's official receipts, each printable on A5 or an 80 mm roll, and voidable. */
export function ReceiptsTable({ receipts, onVoid }: ReceiptsTableProps) {
  return (
    <ReceiptList
      receipts={receipts}
      actions={(row) => (
        <Group gap="sm" wrap="nowrap">
          <Anchor href={receiptAddress(row._id, 'a5')} target="_blank" rel="noopener" size="sm">
            Print receipt
          </Anchor>
          <Anchor href={receiptAddress(row._id, '80mm')} target="_blank" rel="noopener" size="sm">
            80 mm
          </Anchor>
          {!row.voided && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onVoid(row)}>
              Void
            </Button>
          )}
        </Group>
      )}
    />
  );
}

export interface PdfReceiptsTableProps {
  receipts: readonly ReceiptView[];
  /** Where a receipt opens as a PDF: the guardian's address of it, or the student's own. */
  addressOf: (receiptID: string) => string;
}

/** The family's view of a learner's official receipts (a guardian's, the student's own), each opened as a PDF. */
export function PdfReceiptsTable({ receipts, addressOf }: PdfReceiptsTableProps) {
  return (
    <ReceiptList
      receipts={receipts}
      actions={(row) => (
        <Anchor href={addressOf(row._id)} target="_blank" rel="noopener" size="sm">
          Receipt (PDF)
        </Anchor>
      )}
    />
  );
}
