/** The public face of games/launch: the only file other modules import. */
export { launchModule, type LaunchNeeds, type LaunchProvides } from './launch.module.js';
export { LaunchService, onLaunchHost, type Launcher } from './launch.service.js';
