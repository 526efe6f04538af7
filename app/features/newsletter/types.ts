/** Isomorphic: a newsletter subscriber as the admin API answers it, dates as ISO strings. */
export interface Subscriber {
  id: number;
  email: string;
  name: string | null;
  active: boolean;
  createdAt: string;
  confirmedAt: string | null;
  /** Double opt-in: waiting for its confirmation link ('Pendente'); not counted as active. */
  pending: boolean;
}
