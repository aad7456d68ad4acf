import Cassowary
import InsetCore
