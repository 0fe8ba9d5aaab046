/** Where the Home's figures lead: the admin screens that act on them (given by the admin area). */
export interface AdminHomeLinks {
  /** 'Section attendance', behind today's share present. */
  sections: string;
  /** 'Registers not taken'. */
  notTaken: string;
  /** 'Chronic absence'. */
  chronic: string;
  /** 'Publish grades', behind the gradebooks submitted. */
  publish: string;
}
