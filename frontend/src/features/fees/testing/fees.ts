import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type { CategoryView, YearJson } from '@/types/wire';
import type { FeeAccountView, FeeLearnerMatchView, FeeScheduleView, ReceiptView } from '../types';

const year = (id: string, name: string, current: boolean): YearJson => ({
  _id: id,
  name,
  firstDay: `${name.slice(0, 4)}-06-01`,
  lastDay: `${name.slice(5)}-03-31`,
  current,
  closed: !current,
  terms: [],
  noSchoolDays: [],
});

/** Latest first, as the server lists them. */
export const YEARS = [year('y-2026', '2026-2027', true), year('y-2025', '2025-2026', false)];

export const CATEGORIES: CategoryView[] = [
  {
    _id: 'c-jhs',
    category: 'Junior High School',
    levels: [
      { levelID: 'l-7', level: 'Grade 7' },
      { levelID: 'l-8', level: 'Grade 8' },
    ],
  },
];

/** Grade 7's schedule of 2026-2027: tuition only, no plans yet, one discount of the year. */
export const GRADE_7_SCHEDULE: FeeScheduleView = {
  schoolYearID: 'y-2026',
  levelID: 'l-7',
  items: [{ _id: 'i-tuition', name: 'Tuition', kind: 'tuition', amountCentavos: 1500000, mandatory: true }],
  plans: [],
  discounts: [
    {
      _id: 'd-sibling',
      name: 'Sibling',
      kind: 'percent',
      basisPoints: 1000,
      amountCentavos: null,
      itemKinds: ['tuition'],
      payer: 'family',
    },
  ],
};

export const RECEIPT: ReceiptView = {
  _id: 'r-123',
  number: 123,
  studentID: 's-1',
  learner: 'Juan Dela Cruz',
  amountCentavos: 500000,
  method: 'cash',
  bank: null,
  reference: null,
  cashier: 'Administrator',
  paidAt: '2026-07-01T01:00:00Z',
  voided: false,
  voidReason: null,
};

/** Juan's account of 2026-2027: assessed on the full plan, ₱18,500.50 owed, one receipt. */
export const ACCOUNT: FeeAccountView = {
  student: { _id: 's-1', firstName: 'Juan', lastName: 'Dela Cruz', lrn: '136514120001', levelID: 'l-7', level: 'Grade 7', section: 'Rizal' },
  schoolYearID: 'y-2026',
  schoolYear: '2026-2027',
  assessed: true,
  planID: null,
  discountIDs: [],
  optionalItemIDs: [],
  entries: [
    {
      _id: 'e-1',
      kind: 'charge',
      description: 'Tuition',
      amountCentavos: 1850050,
      receiptNumber: null,
      reason: null,
      by: 'Administrator',
      at: '2026-06-15T01:00:00Z',
    },
    {
      _id: 'e-2',
      kind: 'payment',
      description: 'Payment (cash)',
      amountCentavos: -500000,
      receiptNumber: 123,
      reason: null,
      by: 'Administrator',
      at: '2026-07-01T01:00:00Z',
    },
  ],
  installments: [{ number: 1, dueOn: '2026-07-15', amountCentavos: 1850050, paidCentavos: 500000, status: 'partly paid' }],
  items: [{ key: 'item:i-1', name: 'Tuition', amountCentavos: 1850050, paidCentavos: 500000 }],
  balanceCentavos: 1350050,
  nextDue: { dueOn: '2026-07-15', amountCentavos: 1350050 },
  receipts: [RECEIPT],
};

/**
 * Juan's account as his guardian sees it: monthly installments in every status, a receipt and
 * a voided one.
 */
export const CHILD_ACCOUNT: FeeAccountView = {
  ...ACCOUNT,
  installments: [
    { number: 1, dueOn: '2026-07-15', amountCentavos: 400000, paidCentavos: 400000, status: 'paid' },
    { number: 2, dueOn: '2026-08-15', amountCentavos: 400000, paidCentavos: 100000, status: 'partly paid' },
    { number: 3, dueOn: '2026-09-15', amountCentavos: 400000, paidCentavos: 0, status: 'overdue' },
    { number: 4, dueOn: '2026-10-15', amountCentavos: 400000, paidCentavos: 0, status: 'due' },
    { number: 5, dueOn: '2026-11-16', amountCentavos: 250050, paidCentavos: 0, status: 'upcoming' },
  ],
  nextDue: { dueOn: '2026-08-15', amountCentavos: 300000 },
  receipts: [
    RECEIPT,
    { ...RECEIPT, _id: 'r-124', number: 124, amountCentavos: 100000, method: 'e-wallet', reference: 'GC-1', voided: true, voidReason: 'Keyed twice' },
  ],
};

/** Juan as `GET /api/fees/learners?q=` finds him. */
export const JUAN: FeeLearnerMatchView = {
  _id: 's-1',
  full_name: 'Juan Dela Cruz',
  email: 'student1@demo.lyceum.test',
  lrn: '136514120001',
  level: 'Grade 7',
  section: 'Rizal',
};

/** A request's JSON body. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** What a fake fee server answers a call, by method and path (the query string included). */
export type FeeHandler = (path: string, body: unknown) => Response | undefined;

/**
 * The school years, the categories and the fee calls: `handler` answers the fee calls it
 * knows (undefined for the others, which are 404s).
 */
export function feesServer(handler: FeeHandler) {
  return mockFetch((path, init) => {
    if (path === '/api/admins/school-years') return jsonResponse(200, { years: YEARS });
    if (path === '/api/admins/get-categories') return jsonResponse(200, CATEGORIES);
    const answer = handler(`${init.method ?? 'GET'} ${path}`, bodyOf(init));
    return answer ?? jsonResponse(404, { message: `unexpected ${init.method ?? 'GET'} ${path}` });
  });
}

/** The calls made to `path` (without the query string) by `method`, with their bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => bodyOf(init));
}
