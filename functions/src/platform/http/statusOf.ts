import type { ErrorCode } from '@colmena/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one place error codes become HTTP statuses; the switch is exhaustive over ErrorCode. */
export function statusOf(code: ErrorCode): ContentfulStatusCode {
  switch (code) {
    case 'unknown_company':
    case 'not_found':
    case 'collection_not_found':
    case 'pack_not_installed':
      return 404;
    case 'unauthenticated':
    case 'wrong_user':
    case 'incorrect_password':
    case 'invalid_custom_claims':
      return 401;
    case 'forbidden':
    case 'password_reset_required':
      return 403;
    case 'too_many_requests':
    case 'too_many_signups':
      return 429;
    case 'subdomain_taken':
    case 'email_in_use':
    case 'index_limit_reached':
    case 'command_id_reused':
    case 'collection_exists':
    case 'collection_has_documents':
    case 'collection_too_big_to_remove':
    case 'pack_clash':
    case 'pack_too_big_to_uninstall':
    case 'restore_id_taken':
      return 409;
    case 'bad_request':
    case 'password_too_short':
    case 'invalid_subdomain':
    case 'weak_password':
    case 'wrong_email':
    case 'invalid_change':
    case 'query_requires_index':
    case 'value_undefined':
    case 'contact_needs_email':
    case 'passwords_do_not_match':
    case 'invalid_code':
    case 'bad_hex':
    case 'import_unpacked_too_big':
    case 'import_too_many_entries':
    case 'import_too_many_rows':
    case 'import_too_many_columns':
    case 'import_cell_too_long':
    case 'import_not_a_spreadsheet':
      return 400;
    case 'no_internet':
    case 'failed_request':
      return 502;
    case 'store_busy':
      return 503;
    case 'file_too_big':
    case 'import_file_too_big':
      return 413;
    case 'upload_provider_error':
      return 502;
    case 'error_creating_document':
    case 'error_saving_change':
    case 'file_upload_error':
    case 'error_downloading_file':
    case 'error_loading_data':
    case 'deletion_error':
    case 'error_creating_indexes':
    case 'password_update_error':
    case 'internal':
      return 500;
    default: {
      const unhandled: never = code;
      throw new Error(`no HTTP status for error code ${String(unhandled)}`);
    }
  }
}
