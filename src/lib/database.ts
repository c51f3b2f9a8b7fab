/**
 * The database's types for supabase-js, generated from the migrations (`npm run gen:db-types`, checked by
 * `npm run check:db-types`). The file sits with the edge functions so they can use it too; the site reads it
 * through this module only. Narrow a row where the app knows more than the schema says (a status's values, a
 * jsonb column's shape) by deriving from these, never by restating the columns.
 */
export type {
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../supabase/functions/_shared/database.types.ts';
