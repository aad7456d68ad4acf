import InsetCore
