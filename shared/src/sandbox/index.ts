export {
  createSandbox,
  defaultMemoryBytes,
  defaultTimeoutMs,
  type JsonValue,
  maxOutputChars,
  type Sandbox,
  type SandboxError,
  type SandboxErrorKind,
  type SandboxOutcome,
  type SandboxRun,
} from './sandbox';
