import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/** E-mails are stored lower-cased; comparing on lower(email) uses the unique index `users_email_lower_idx`. */
export const emailIs = (email: string): SQL => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
