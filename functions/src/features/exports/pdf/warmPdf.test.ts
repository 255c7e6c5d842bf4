import fontkit from '@pdf-lib/fontkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReportPdf } from './pdfReports';
import { warmPdfExports } from './warmPdf';

afterEach(() => vi.restoreAllMocks());

describe('warmPdfExports', () => {
  it('leaves the fonts parsed: a report made after it parses no font again', async () => {
    await warmPdfExports();
    const create = vi.spyOn(fontkit, 'create');
    const bytes = await listReportPdf({
      branding: { name: 'Colmena', primary: '#1565c0', onPrimary: '#ffffff', logo: null },
      title: 'Después del arranque',
      subtitle: '1 registro',
      table: { columns: [{ label: 'Nombre', align: 'left' }], rows: [['Cigüeña']] },
      generatedAt: '26/11/2026, 10:00',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(create).not.toHaveBeenCalled();
  });
});
