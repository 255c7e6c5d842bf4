import { useState } from 'react';
import { browserFetch } from '../../api/browserFetch';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { downloadBlob } from '../engine/download';
import { type ExcelExportRequest, excelFileName, fetchExcel } from './excelExport';

/**
 * "Excel": downloads what `request` reads as an .xlsx made by the server (typed cells, formulas
 * neutralised, only what the caller may read). Used by the table widget and the data list.
 */
export function ExcelExportButton({
  request,
  disabled = false,
}: {
  request: () => ExcelExportRequest;
  disabled?: boolean;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    const asked = request();
    setBusy(true);
    setFailed(false);
    try {
      downloadBlob(await fetchExcel(browserFetch, asked), excelFileName(asked.title));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--text"
      onClick={download}
      disabled={disabled || busy}
      title={failed ? t('exports.excelFailed') : t('exports.excelTitle')}
      aria-label={t('exports.excelTitle')}
      data-failed={failed || undefined}
    >
      <Icon name="table" size={18} />
      {failed ? t('exports.excelFailed') : t('exports.excel')}
    </button>
  );
}
