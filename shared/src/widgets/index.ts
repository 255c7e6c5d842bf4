export {
  type ChartAggregation,
  type ChartGrouping,
  type ChartSettings,
  type ChartType,
  chartAggregations,
  chartGroupings,
  chartPivotConfig,
  chartSettingsSchema,
  chartTypes,
  maxChartGroups,
} from './chartSettings';
export { csvCell, neutraliseFormula, toCsv } from './csv';
export {
  type FormSettings,
  type FormTarget,
  formLinkIdSchema,
  formSettingsSchema,
  formTargets,
} from './formSettings';
export { type GallerySettings, gallerySettingsSchema } from './gallerySettings';
export { type PivotSettings, pivotSettingsSchema } from './pivotSettings';
export {
  honeypotField,
  type PublicAnswer,
  type PublicForm,
  type PublicFormClosed,
  type PublicFormView,
  publicAnswer,
  publicFormOf,
  publicFormViewSchema,
  staffOnlyFieldTypes,
} from './publicForm';
export { type QrSettings, qrSettingsSchema } from './qrSettings';
export {
  type TableColumn,
  type TableSettings,
  tableColumnSchema,
  tableSettingsSchema,
} from './tableSettings';
export { type TextSettings, textSettingsSchema } from './textSettings';
export {
  hasLogicFunction,
  readWidgetAggregate,
  type WidgetAggregateDoc,
  widgetAggregateConfig,
  widgetAggregateDocId,
} from './widgetAggregate';
export { widgetAggregateDoc } from './widgetAggregateDoc';
export {
  type CreateWidgetPayload,
  createWidgetPayloadSchema,
  type DeleteWidgetPayload,
  deleteWidgetPayloadSchema,
  type UpdateWidgetPayload,
  updateWidgetPayloadSchema,
} from './widgetCommands';
export {
  checkWidget,
  isWidgetKind,
  parseWidgetSettings,
  type SettingsResult,
  type WidgetCheck,
  type WidgetKind,
  type WidgetSettings,
  widgetKindSettings,
  widgetKinds,
} from './widgetKinds';
export {
  type LiveRequest,
  liveRequestLabel,
  type WidgetLiveQuery,
  type WidgetPreviewQuery,
} from './widgetLiveQuery';
