export { AccountCsvActions } from './components/account-csv-actions';
export { CSV_COLUMNS, templateText, type AccountKind } from './columns';
