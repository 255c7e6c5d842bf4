/**
 * Error codes the server puts in `{ "error": code }` answers. Each code is also an
 * i18n key under `errors.` so the browser shows the catalogue text (spec §8) in the
 * user's language; `message` in the answer carries the English text for API callers.
 */
export const errorCodes = [
  'unknown_company',
  'not_found',
  'unauthenticated',
  'forbidden',
  'bad_request',
  'no_internet',
  'too_many_requests',
  'too_many_signups',
  'incorrect_password',
  'password_too_short',
  'invalid_custom_claims',
  'wrong_user',
  'email_in_use',
  'subdomain_taken',
  'invalid_subdomain',
  'weak_password',
  'wrong_email',
  'error_creating_document',
  'error_saving_change',
  'invalid_change',
  'file_upload_error',
  'file_too_big',
  'upload_provider_error',
  'error_downloading_file',
  'error_loading_data',
  'deletion_error',
  'failed_request',
  'query_requires_index',
  'value_undefined',
  'error_creating_indexes',
  'index_limit_reached',
  'command_id_reused',
  'bad_hex',
  'collection_exists',
  'collection_not_found',
  'collection_has_documents',
  'collection_too_big_to_remove',
  'pack_clash',
  'pack_not_installed',
  'pack_too_big_to_uninstall',
  'restore_id_taken',
  'password_update_error',
  'contact_needs_email',
  'passwords_do_not_match',
  'invalid_code',
  'password_reset_required',
  'store_busy',
  'import_file_too_big',
  'import_unpacked_too_big',
  'import_too_many_entries',
  'import_too_many_rows',
  'import_too_many_columns',
  'import_cell_too_long',
  'import_not_a_spreadsheet',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ErrorBody {
  error: ErrorCode;
  message: string;
}
