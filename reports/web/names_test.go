// names_test.go: the request and answer types of package calls under the names the server's tests use.

package web

import "github.com/ruling-bridge/ruling/reports/web/calls"

type (
	eventRequest     = calls.EventRequest
	caseForm         = calls.CaseForm
	engineDefaults   = calls.Defaults
	conditionRequest = calls.ConditionRequest
)
