import { describePaths } from './describe-paths';
import { pathModel } from './models/chooser.model';
import { chooserRunner } from './support/chooser-runner';

describePaths('chooser paths, run on the restaurant page', pathModel, chooserRunner);
