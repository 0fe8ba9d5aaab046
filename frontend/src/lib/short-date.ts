/** The short form of a date, `3/7/1985`; the product's other forms are beside it in `./dates`. */
export { formatShortDate } from './dates';
