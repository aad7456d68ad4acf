import InsetCLI
