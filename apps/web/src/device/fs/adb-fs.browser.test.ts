import { adbHarness } from './adb-fs-harness.ts';
import { describeDeviceFsContract } from './device-fs.contract.ts';

// The fake daemon is pure Web Streams + WebCrypto: the same contract, inside a Chromium page, as
// the app's end-to-end tests will run it.
describeDeviceFsContract('adb on the fake adbd, in Chromium', adbHarness({}));
